#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension UIViewController {
      /// `additionalSafeAreaInsets`, as KeyboardCore's ``EdgeInsets``.
      public var hostAdditionalSafeAreaInsets: EdgeInsets {
        get { EdgeInsets(additionalSafeAreaInsets) }
        set { additionalSafeAreaInsets = UIEdgeInsets(newValue) }
      }
    }
  #endif
#endif
