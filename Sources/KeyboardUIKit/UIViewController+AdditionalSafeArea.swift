#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension UIViewController: WritableHostController {
      /// `additionalSafeAreaInsets`, as KeyboardCore's ``EdgeInsets``; only the ledger sets it.
      public package(set) var hostAdditionalSafeAreaInsets: EdgeInsets {
        get { EdgeInsets(additionalSafeAreaInsets) }
        set { additionalSafeAreaInsets = UIEdgeInsets(newValue) }
      }
    }
  #endif
#endif
