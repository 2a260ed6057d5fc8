import Foundation
import KeyboardHeadless
import KeyboardLift

/// The scaling scene: a controller at the window's root whose view holds a chain of views down
/// to two fields at a given depth; some views of the chain are scroll views.
///
/// window 0 › controller view 1 › chain views 2 … depth − 1 › fields at depth. The first
/// scroll view is the chain's first view (a scroll view filling the screen, as a form's); the
/// others are spread evenly down the chain. Every view of the chain fills the screen's width
/// and height; every scroll view's content is twice as tall as the screen. The fields sit at
/// y 700 and 760 of the innermost view, below the notched phone's keyboard top (508), so a show
/// must scroll.
@MainActor
package enum NestedScene {
  private static let size = CGSize(width: 390, height: 844)

  /// Builds the chain; `depth` is clamped to at least 3 and `scrollViews` to 1 …
  /// `depth − 2` (the chain's length).
  package static func build(depth requestedDepth: Int, scrollViews requestedScrollViews: Int)
    -> BenchScene
  {
    let depth = max(requestedDepth, 3)
    let chainLength = depth - 2
    let scrollViewCount = min(max(requestedScrollViews, 1), chainLength)
    let scrollPositions = Set(
      (0..<scrollViewCount).map { index in index * chainLength / scrollViewCount })

    let app = HeadlessApp(profile: .notchedPhone)
    let controller = HeadlessViewController(classNames: ["DeepViewController", "UIViewController"])
    app.rootController = controller
    app.window.layoutIfNeeded()

    var scrollViews: [HeadlessScrollView] = []
    var container = controller.view
    for position in 0..<chainLength {
      let frame = CGRect(origin: .zero, size: size)
      let view: HeadlessView
      if scrollPositions.contains(position) {
        let scrollView = HeadlessScrollView(frame: frame, id: "scroll-\(position)")
        scrollView.contentSize = CGSize(width: size.width, height: size.height * 2)
        scrollViews.append(scrollView)
        view = scrollView
      } else {
        view = HeadlessView(frame: frame, id: "view-\(position)")
      }
      container.addSubview(view)
      container = view
    }
    let first = HeadlessTextField(frame: CGRect(x: 16, y: 700, width: 358, height: 44), id: "deep")
    let second = HeadlessTextField(
      frame: CGRect(x: 16, y: 760, width: 358, height: 44), id: "deeper")
    container.addSubview(first)
    container.addSubview(second)
    return BenchScene(
      app: app, controller: controller, scrollViews: scrollViews, firstField: first,
      secondField: second)
  }
}
