import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// The configuration starts each pass in the state of the last one when nothing else holds it
/// (an allocation a show and a focus change less). What a pass's context reads stays the pass's,
/// and an ended pass keeps no view alive.
@MainActor
@Suite struct PassStateReuseTests {
  private let lowFrame = CGRect(x: 16, y: 700, width: 358, height: 44)
  private let otherFrame = CGRect(x: 16, y: 640, width: 358, height: 44)

  /// An adjuster that keeps its contexts (as `EventRecorder` does) reads each pass's own input
  /// and reason afterwards: its state is not started again for the next pass.
  @Test func aContextAnAdjusterKeepsReadsItsOwnPass() {
    let screen = SessionHarness()
    let first = screen.addField("first", frame: lowFrame)
    let second = screen.addField("second", frame: otherFrame)
    screen.app.beginEditing(first)
    screen.app.focus.focus(second)
    let contexts = screen.recorder.contexts
    #expect(contexts.count == 2)
    #expect(contexts.first?.input === first)
    #expect(contexts.first?.reason == .keyboard)
    #expect(contexts.last?.input === second)
    #expect(contexts.last?.reason == .focus)
  }

  /// With no adjuster keeping a context, the state kept for the next pass lets go of the
  /// field, its ancestors, the window and the root view: a field removed after its session
  /// is deallocated.
  @Test func anEndedPassKeepsNoViewAlive() {
    let app = HeadlessApp(profile: .notchedPhone)
    let form = HeadlessViewController()
    app.rootController = form
    let configuration = ActiveConfiguration(
      animator: app.animator, settings: KeyboardSettings(isEnabled: true),
      logger: RecordingLogger())
    app.connect(to: configuration)
    weak var weakField: HeadlessTextField?
    do {
      let field = HeadlessTextField(frame: lowFrame, id: "field")
      form.view.addSubview(field)
      weakField = field
      app.beginEditing(field)
      app.endEditing()
      app.settle()
      field.removeFromSuperview()
    }
    #expect(configuration.isSessionOpen == false)
    #expect(weakField == nil)
  }
}
