import Foundation
import KeyboardHeadless

/// The subset tests' screen: a 375×667 scroll view with 1000 points of content filling
/// `controller`'s view, and a 40-pt field at y 600 inside it — covered by the small phone's
/// keyboard (top 407), so ScrollAdjust alone must scroll it 243 pt to stand `d` = 10 above it.
@MainActor
struct CoveredFieldForm {
  let scroll: HeadlessScrollView
  let field: HeadlessTextField

  /// Builds the form inside `controller`'s view.
  init(in controller: HeadlessViewController) {
    scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroll.contentSize = CGSize(width: 375, height: 1000)
    controller.view.addSubview(scroll)
    field = HeadlessTextField(frame: CGRect(x: 16, y: 600, width: 343, height: 40))
    scroll.addSubview(field)
  }
}
