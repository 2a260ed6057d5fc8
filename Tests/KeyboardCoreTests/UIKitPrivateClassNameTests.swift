import KeyboardCore
import Testing

/// Behavior.md §7.1: a scroll view whose class name begins with `_` is private to UIKit; the names
/// are `NSStringFromClass`'s, which the UIKit binding reads.
@Suite struct UIKitPrivateClassNameTests {
  @Test(arguments: ["_UIQueuingScrollView", "_UICollectionViewOrthogonalScrollView"])
  func uikitsUnderscoredClassesArePrivate(name: String) {
    #expect(UIKitPrivateClassName.isPrivate(name))
  }

  @Test(arguments: ["UIScrollView", "UITableView", "MyApp._PagingScroller", "MyApp.FormScrollView"])
  func publicAndAppClassesAreNot(name: String) {
    // A Swift class's runtime name carries its module, so an app's `_PagingScroller` is the app's.
    #expect(!UIKitPrivateClassName.isPrivate(name))
  }

  @Test func keyValueObservingsSubclassIsLookedThrough() {
    #expect(UIKitPrivateClassName.isPrivate("NSKVONotifying__UIQueuingScrollView"))
    #expect(!UIKitPrivateClassName.isPrivate("NSKVONotifying_UIScrollView"))
  }
}
