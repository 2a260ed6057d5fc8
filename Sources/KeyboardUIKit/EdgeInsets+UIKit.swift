#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension EdgeInsets {
      /// The same four insets as `insets`.
      init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
      }
    }

    extension UIEdgeInsets {
      /// The same four insets as `insets`.
      init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
      }
    }
  #endif
#endif
