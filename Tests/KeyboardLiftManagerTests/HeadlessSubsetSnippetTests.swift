import KeyboardHeadless
import KeyboardLiftManager
import Testing

/// README.md's "Picking a subset" shows the region of HeadlessSubsetSnippet.swift as the headless
/// wiring of a subset: it must give a manager that is on, has ScrollAdjust alone and scrolls a
/// covered field.
///
/// On the small phone (375×667, keyboard (0, 407, 375, 260)), with d = 10: `kbTop − d = 397`.
@MainActor
@Suite struct HeadlessSubsetSnippetTests {
  @Test func theReadmeWiringScrollsACoveredFieldWithScrollAdjustAlone() throws {
    let controller = HeadlessViewController(classNames: ["FormController"])
    let app = HeadlessApp(profile: .smallPhone, rootController: controller)
    let manager = try makeScrollAdjustOnlyManager(for: app)
    #expect(manager.isEnabled)
    #expect(manager.adjusters.identifiers == [.scrollAdjust])

    let form = CoveredFieldForm(in: controller)
    let (scroll, field) = (form.scroll, form.field)
    app.window.layoutIfNeeded()
    app.beginEditing(field)
    app.settle()

    // T = 600…640: need = 640 − 397 = 243, all of it from the scroll view.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 243))
    #expect(field.frameInWindow.maxY == 397)
  }
}
