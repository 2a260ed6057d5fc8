// KeyboardCore's API speaks in Foundation's geometry types (CGFloat, CGPoint, CGSize, CGRect),
// so `import KeyboardCore` alone is enough to write an adjuster, on Apple platforms and Linux.
@_exported import Foundation
