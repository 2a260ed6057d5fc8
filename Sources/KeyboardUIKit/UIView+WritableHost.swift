#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    // The ledger writes through these package-only conformances: `frame`, `contentOffset` and
    // `setContentOffset(_:animated:)` are UIKit's own; the `host…` setters are the binding's.
    // Adjusters see only the read-only public host protocols.
    extension UIView: WritableHostView {}
    extension UIScrollView: WritableHostScrollView {}
    extension UITextField: WritableHostTextInput {}
    extension UITextView: WritableHostTextInput {}
  #endif
#endif
