import Foundation
import KeyboardCore

/// Where a scroll view stood against its superview's safe area when this session found its
/// offset in the window, as its restore out of the window needs it (Behavior.md §11).
///
/// Out of the window (its controller pushed away) a scroll view adds no safe area; it gets one
/// back when it returns, where its superview's safe area is as the layout it left has it and its
/// nearest enclosing scroll view stands where the restore left it. Scrolling that enclosing
/// scroll view moves the scroll view against the edge of the safe area (the enclosing one's own,
/// or that of a content view in it, which is where the content view lies outside it), so the
/// safe area it gets back is not the one it added then: a table found reaching 33 pt past the
/// window's bottom, whose outer scroll view the hide pulled back 33 pt, returned with none.
struct SafeAreaPlacement: Equatable, Sendable {
  /// The safe area the scroll view added to its content inset (top and bottom).
  let added: EdgeInsets
  /// How far its top stood above its superview's safe area (negative: inside it); `nil` when its
  /// safe area does not follow its place in its superview (a controller's view, a view without
  /// a superview, or an adjustment behavior that adds no safe area vertically).
  let topPastSafeArea: CGFloat?
  /// How far its bottom stood below its superview's safe area (negative: inside it); `nil` when
  /// ``topPastSafeArea`` is.
  let bottomPastSafeArea: CGFloat?

  /// The safe area the scroll view adds (top and bottom) once its nearest enclosing scroll view
  /// has scrolled `scrolledFurther` points further (to an offset that much higher) than then:
  /// it stands that much higher against its superview's safe area. ``added`` when its safe area
  /// does not follow its place.
  func added(enclosingScrolledFurther scrolledFurther: CGFloat) -> EdgeInsets {
    guard let topPastSafeArea, let bottomPastSafeArea else { return added }
    return EdgeInsets(
      top: Swift.max(0, topPastSafeArea + scrolledFurther), left: added.left,
      bottom: Swift.max(0, bottomPastSafeArea - scrolledFurther), right: added.right)
  }
}
