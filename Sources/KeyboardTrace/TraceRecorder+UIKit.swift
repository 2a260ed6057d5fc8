#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension TraceRecorder.Options {
      /// Options for a UIKit app: views are named by their `accessibilityIdentifier` (views
      /// without one get a generated id such as `textField-2`), controllers by their runtime
      /// class (`NSStringFromClass`), time is `ProcessInfo.systemUptime`.
      ///
      /// An accessibility identifier is a developer's name for a view, never shown to the user;
      /// if your app puts user data in one, pass options with your own `viewName` instead.
      public static var uiKit: TraceRecorder.Options {
        TraceRecorder.Options(
          name: "device-trace",
          viewName: { ($0 as? UIView)?.accessibilityIdentifier },
          controllerClassName: { controller in
            (controller as? UIViewController).map { NSStringFromClass(type(of: $0)) }
          })
      }
    }
  #endif
#endif
