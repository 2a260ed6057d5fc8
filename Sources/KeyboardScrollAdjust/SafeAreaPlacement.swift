import Foundation
import KeyboardCore

/// Where a scroll view stood against the safe area when this session found its offset in the
/// window, as its restore out of the window needs it (Behavior.md §11).
///
/// Out of the window (its controller pushed away) a scroll view adds no safe area; it gets one
/// back when it returns, in the layout it left, with its nearest enclosing scroll view where the
/// restore left it. The safe area it adds is how far it reaches past the region that is safe for
/// it: the enclosing scroll view's safe area, which keeps its place in the window when that one
/// scrolls, cut by the views between the two, which move with it. So scrolling the enclosing
/// scroll view moves it against the first and not against the others: a table found reaching
/// 33 pt past the window's bottom, whose outer scroll view the hide pulled back 33 pt, returned
/// with none; a table flush with the bottom of a content view lying inside the safe area
/// returned with none, however far the outer scroll view moved.
struct SafeAreaPlacement: Equatable, Sendable {
  /// The safe area the scroll view added to its content inset (top and bottom).
  let added: EdgeInsets
  /// How far its top stood above its nearest enclosing scroll view's safe area (negative:
  /// inside it); `nil` when its safe area does not follow its place (no enclosing scroll view
  /// before a controller's view, a controller's view itself, or an adjustment behavior that adds
  /// no safe area vertically).
  let topPastSafeArea: CGFloat?
  /// How far its bottom stood below that safe area (negative: inside it); `nil` when
  /// ``topPastSafeArea`` is.
  let bottomPastSafeArea: CGFloat?
  /// How far its top stands above the views between it and that scroll view (negative: inside
  /// them all), which move with it.
  let topPastViewsBetween: CGFloat
  /// How far its bottom stands below the views between it and that scroll view (negative:
  /// inside them all).
  let bottomPastViewsBetween: CGFloat

  /// A placement whose safe area does not follow its place: ``added`` whatever the enclosing
  /// scroll views do.
  init(added: EdgeInsets) {
    self.init(
      added: added, topPastSafeArea: nil, bottomPastSafeArea: nil, topPastViewsBetween: 0,
      bottomPastViewsBetween: 0)
  }

  /// A placement with each distance as its property describes it.
  init(
    added: EdgeInsets, topPastSafeArea: CGFloat?, bottomPastSafeArea: CGFloat?,
    topPastViewsBetween: CGFloat, bottomPastViewsBetween: CGFloat
  ) {
    self.added = added
    self.topPastSafeArea = topPastSafeArea
    self.bottomPastSafeArea = bottomPastSafeArea
    self.topPastViewsBetween = topPastViewsBetween
    self.bottomPastViewsBetween = bottomPastViewsBetween
  }

  /// The safe area the scroll view adds (top and bottom) once its nearest enclosing scroll view
  /// has scrolled `scrolledFurther` points further (to an offset that much higher) than then:
  /// it stands that much higher against that scroll view's safe area, where it stood against
  /// the views between. ``added`` when its safe area does not follow its place.
  func added(enclosingScrolledFurther scrolledFurther: CGFloat) -> EdgeInsets {
    guard let topPastSafeArea, let bottomPastSafeArea else { return added }
    return EdgeInsets(
      top: Swift.max(0, topPastSafeArea + scrolledFurther, topPastViewsBetween), left: added.left,
      bottom: Swift.max(0, bottomPastSafeArea - scrolledFurther, bottomPastViewsBetween),
      right: added.right)
  }
}
