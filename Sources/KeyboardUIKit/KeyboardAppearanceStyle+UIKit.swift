#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    extension KeyboardAppearanceStyle {
      /// The appearance `appearance` asks for. `.alert` is UIKit's alias of `.dark`; a value this
      /// version does not know reads as `.default`.
      init(_ appearance: UIKeyboardAppearance) {
        switch appearance {
        case .dark: self = .dark
        case .light: self = .light
        default: self = .default
        }
      }
    }

    extension UIKeyboardAppearance {
      /// UIKit's value for `appearance`.
      init(_ appearance: KeyboardAppearanceStyle) {
        switch appearance {
        case .default: self = .default
        case .light: self = .light
        case .dark: self = .dark
        }
      }
    }
  #endif
#endif
