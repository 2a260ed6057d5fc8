#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension UIWindow: HostWindow {
      /// The window's bounds converted to its screen's `coordinateSpace`, the space keyboard frames
      /// are reported in.
      public var frameInScreen: CGRect { convert(bounds, to: screen.coordinateSpace) }

      /// The bounds of the window's `screen`.
      public var screenBounds: CGRect { screen.bounds }

      /// The `scale` of the window's `screen`.
      public var screenScale: CGFloat { screen.scale }

      /// The interface orientation of the window's scene (`effectiveGeometry` from iOS 16,
      /// `interfaceOrientation` before); `.unknown` for a window without a scene.
      public var interfaceOrientation: InterfaceOrientation {
        guard let scene = windowScene else { return .unknown }
        if #available(iOS 16.0, *) {
          return InterfaceOrientation(scene.effectiveGeometry.interfaceOrientation)
        }
        return InterfaceOrientation(scene.interfaceOrientation)
      }

      /// The height of the scene's status bar (`statusBarManager.statusBarFrame`), 0 while hidden or
      /// without a scene.
      public var statusBarHeight: CGFloat {
        windowScene?.statusBarManager?.statusBarFrame.height ?? 0
      }

      /// `rootViewController`.
      public var hostRootController: (any HostController)? { rootViewController }
    }
  #endif
#endif
