#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension ControllerClass {
      /// Names `type` by its runtime name (`NSStringFromClass`), so that
      /// ``HostController/isKind(of:)`` finds it again with `NSClassFromString`:
      /// `ControllerClass(MyFormController.self)`.
      public init(_ type: UIViewController.Type) {
        self.init(name: NSStringFromClass(type))
      }
    }
  #endif
#endif
