import Foundation
import KeyboardCore
import KeyboardHeadless

/// A screen the conformance suite runs an adjuster on: views put into an ``AdjusterHarness``'s
/// screen, and the inputs the suite focuses, first to last.
@MainActor
public struct ConformanceScreen: Sendable {
  /// A short name for messages: `"field in a scroll view"`.
  public let name: String
  /// Builds the views into the harness's screen and returns the inputs to focus.
  public let build: @MainActor @Sendable (AdjusterHarness) -> [any HeadlessTextInput]

  /// A screen named `name` built by `build`.
  public init(
    name: String, build: @escaping @MainActor @Sendable (AdjusterHarness) -> [any HeadlessTextInput]
  ) {
    self.name = name
    self.build = build
  }

  /// The screens the suite uses unless told otherwise: a covered field in a plain form, two
  /// fields in a scroll view, a tall text view, and a field the keyboard does not cover.
  public static let standard: [ConformanceScreen] = [
    plainForm, scrollViewForm, tallTextView, visibleField,
  ]

  /// A field near the bottom of a plain form, covered by the keyboard.
  public static let plainForm = ConformanceScreen(name: "covered field in a plain form") {
    harness in
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 700, width: 358, height: 44), id: "low")
    harness.screen.view.addSubview(field)
    return [field]
  }

  /// Two fields in a scroll view taller than the screen, both covered; the suite moves focus
  /// from one to the other.
  public static let scrollViewForm = ConformanceScreen(name: "fields in a scroll view") {
    harness in
    let scrollView = HeadlessScrollView(
      frame: harness.screen.view.bounds, id: "scroll")
    scrollView.contentSize = CGSize(width: harness.screen.view.bounds.width, height: 1600)
    let first = HeadlessTextField(frame: CGRect(x: 16, y: 640, width: 358, height: 44), id: "first")
    let second = HeadlessTextField(
      frame: CGRect(x: 16, y: 1200, width: 358, height: 44), id: "second")
    scrollView.addSubview(first)
    scrollView.addSubview(second)
    harness.screen.view.addSubview(scrollView)
    return [first, second]
  }

  /// A text view taller than the room the keyboard leaves.
  public static let tallTextView = ConformanceScreen(name: "tall text view") { harness in
    let textView = HeadlessTextView(
      frame: CGRect(x: 16, y: 300, width: 358, height: 480), id: "notes")
    textView.contentSize = CGSize(width: 358, height: 1200)
    harness.screen.view.addSubview(textView)
    return [textView]
  }

  /// A field high on the screen, which the keyboard leaves visible.
  public static let visibleField = ConformanceScreen(name: "visible field") { harness in
    let field = HeadlessTextField(frame: CGRect(x: 16, y: 160, width: 358, height: 44), id: "high")
    harness.screen.view.addSubview(field)
    return [field]
  }
}
