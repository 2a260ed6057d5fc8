#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension InterfaceOrientation {
      /// The orientation `orientation` names; a value this version does not know reads as
      /// `.unknown`.
      init(_ orientation: UIInterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        default: self = .unknown
        }
      }
    }
  #endif
#endif
