#if canImport(UIKit)
  import UIKit
  import KeyboardCore
#endif
