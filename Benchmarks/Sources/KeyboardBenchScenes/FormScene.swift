import Foundation
import KeyboardHeadless
import KeyboardLift

/// The form of issue 12, as a real sign-up screen is nested: a navigation controller on a
/// notched phone; its top controller's view holds a background and a scroll view filling it;
/// inside the scroll view a content view and six nested groups (the stack views and cards of a
/// real form) hold a header, 12 rows and a footer. A row is a row view with a separator and an
/// inner view holding a label and a field container, which holds a wrapper around the field.
///
/// 105 views counting the window; every field at depth 15:
/// window 0 › navigation view 1 › form view 2 › scroll view 3 › content 4 › groups 5–10 › row 11
/// › row inner 12 › field container 13 › wrapper 14 › field 15.
///
/// Rows are 72 pt apart from y 140 of the content; the scroll view rests at −91 (under the
/// status bar and the navigation bar), so row *i*'s field spans y 255 + 72*i … 299 + 72*i in the
/// window. With the notched phone's keyboard (top 508) rows 0–2 stay visible and rows 3–11 are
/// covered: a show focuses row 5 (the scroll view must scroll 161 pt), a focus change moves to
/// row 10.
@MainActor
package enum FormScene {
  /// The number of fields.
  package static let fieldCount = 12
  /// The number of views, the window included.
  package static let viewCount = 105
  /// The depth of every field (ancestors up to the window, window included).
  package static let fieldDepth = 15
  /// The row a show focuses.
  package static let firstFieldRow = 5
  /// The row a focus change moves to.
  package static let secondFieldRow = 10

  private static let width: CGFloat = 390
  private static let rowHeight: CGFloat = 72
  private static let rowsTop: CGFloat = 140
  private static let groupCount = 6

  /// Builds the form.
  package static func build() -> BenchScene {
    let app = HeadlessApp(profile: .notchedPhone)
    let form = HeadlessViewController(classNames: ["SignUpViewController", "UIViewController"])
    let navigation = HeadlessNavigationController(rootController: form)
    app.rootController = navigation
    for item in ["back", "title", "done"] {
      navigation.navigationBar.addSubview(
        HeadlessView(frame: CGRect(x: 0, y: 0, width: 44, height: 44), id: "bar-\(item)"))
    }
    app.window.layoutIfNeeded()

    let bounds = form.view.bounds
    form.view.addSubview(HeadlessView(frame: bounds, id: "background"))
    let scrollView = HeadlessScrollView(frame: bounds, id: "scroll")
    let contentHeight = rowsTop + CGFloat(fieldCount) * rowHeight + 120
    scrollView.contentSize = CGSize(width: width, height: contentHeight)
    form.view.addSubview(scrollView)

    var container: HeadlessView = scrollView
    for level in 0...groupCount {
      let group = HeadlessView(
        frame: CGRect(x: 0, y: 0, width: width, height: contentHeight),
        id: level == 0 ? "content" : "group-\(level)")
      container.addSubview(group)
      container = group
    }
    container.addSubview(
      HeadlessView(frame: CGRect(x: 20, y: 40, width: 350, height: 40), id: "title"))
    container.addSubview(
      HeadlessView(frame: CGRect(x: 20, y: 88, width: 350, height: 32), id: "subtitle"))
    let fields = (0..<fieldCount).map { row in addRow(row, to: container) }
    let footer = HeadlessView(
      frame: CGRect(
        x: 20, y: rowsTop + CGFloat(fieldCount) * rowHeight + 16, width: 350, height: 50),
      id: "sign-up")
    footer.addSubview(
      HeadlessView(frame: CGRect(x: 0, y: 0, width: 350, height: 50), id: "sign-up-label"))
    container.addSubview(footer)
    container.addSubview(
      HeadlessView(
        frame: CGRect(x: 20, y: footer.frame.maxY + 8, width: 350, height: 32), id: "terms"))

    return BenchScene(
      app: app, controller: form, scrollViews: [scrollView],
      firstField: fields[firstFieldRow], secondField: fields[secondFieldRow])
  }

  /// Adds row `row`: a row view with a separator and an inner view holding a label and a field
  /// container, which holds a wrapper around the field. Returns the field.
  private static func addRow(_ row: Int, to container: HeadlessView) -> HeadlessTextField {
    let rowView = HeadlessView(
      frame: CGRect(x: 0, y: rowsTop + CGFloat(row) * rowHeight, width: width, height: rowHeight),
      id: "row-\(row)")
    let inner = HeadlessView(
      frame: CGRect(x: 16, y: 0, width: 358, height: rowHeight), id: "row-\(row)-inner")
    inner.addSubview(
      HeadlessView(frame: CGRect(x: 0, y: 0, width: 358, height: 20), id: "label-\(row)"))
    let fieldContainer = HeadlessView(
      frame: CGRect(x: 0, y: 24, width: 358, height: 44), id: "field-\(row)-container")
    let wrapper = HeadlessView(
      frame: CGRect(x: 0, y: 0, width: 358, height: 44), id: "field-\(row)-wrapper")
    let field = HeadlessTextField(
      frame: CGRect(x: 0, y: 0, width: 358, height: 44), id: "field-\(row)")
    wrapper.addSubview(field)
    fieldContainer.addSubview(wrapper)
    inner.addSubview(fieldContainer)
    rowView.addSubview(inner)
    rowView.addSubview(
      HeadlessView(
        frame: CGRect(x: 16, y: rowHeight - 1, width: 358, height: 1), id: "separator-\(row)"))
    container.addSubview(rowView)
    return field
  }
}
