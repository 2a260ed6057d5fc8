import Foundation

/// Whether a runtime class name names one of UIKit's private classes, for
/// ``HostScrollView/isPrivateToUIKit`` (Behavior.md §7.1): the name begins with `_`
/// (`_UIQueuingScrollView`, `_UICollectionViewOrthogonalScrollView`).
///
/// The name is the one `NSStringFromClass` gives: an Objective-C class's bare name, a Swift
/// class's `Module.Name` — so an app's own Swift class is never taken for UIKit's, whatever it
/// is called. Key-value observing swaps an object's class for `NSKVONotifying_<name>`; that
/// prefix is looked through.
package enum UIKitPrivateClassName {
  /// The prefix key-value observing gives the class it makes for an observed object.
  static let keyValueObservingPrefix = "NSKVONotifying_"

  /// Whether `className` names a class private to UIKit.
  package static func isPrivate(_ className: String) -> Bool {
    var name = Substring(className)
    if name.hasPrefix(keyValueObservingPrefix) {
      name = name.dropFirst(keyValueObservingPrefix.count)
    }
    return name.hasPrefix("_")
  }
}
