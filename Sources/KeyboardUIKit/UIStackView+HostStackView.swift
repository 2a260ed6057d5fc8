#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    /// A stack view needs nothing beyond HostView: ScrollAdjust only asks whether one sits between
    /// a scroll view and the field.
    extension UIStackView: HostStackView {}
  #endif
#endif
