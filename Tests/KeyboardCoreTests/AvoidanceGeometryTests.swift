import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Behavior.md §6 measured on real device profiles, with the arithmetic spelled out.
@MainActor
@Suite struct AvoidanceGeometryTests {
  private func geometry(
    profile: DeviceProfile, fieldFrame: CGRect, root: HeadlessViewController? = nil,
    in parent: ((HeadlessViewController) -> HeadlessView)? = nil, distance: CGFloat? = nil
  ) throws -> (AvoidanceGeometry, SessionHarness) {
    let screen = SessionHarness(profile: profile, root: root)
    screen.app.window.layoutIfNeeded()
    let container = parent?(screen.form) ?? screen.form.view
    let field = screen.addField("field", frame: fieldFrame, to: container)
    field.keyboard.distanceFromKeyboard = distance
    screen.app.beginEditing(field)
    let context = try #require(screen.recorder.contexts.first)
    return (context.geometry, screen)
  }

  @Test func aCoveredFieldOnANotchedPhone() throws {
    let (g, _) = try geometry(
      profile: .notchedPhone, fieldFrame: CGRect(x: 16, y: 700, width: 358, height: 44))
    #expect(g.keyboardTop == 508)  // 844 − 336
    #expect(g.keyboardCovered == 336)
    #expect(g.topGuide == 47)  // max(status bar 47, root top 0 + margin 47)
    #expect(g.need == 246)  // 744 − (508 − 10)
    #expect(g.room == 653)  // 700 − 47
    #expect(g.lift == 246)
    #expect(g.isFieldCovered)
  }

  @Test func aVisibleFieldHasANegativeLift() throws {
    let (g, _) = try geometry(
      profile: .notchedPhone, fieldFrame: CGRect(x: 16, y: 200, width: 358, height: 44))
    #expect(g.lift == -254)  // min(200 − 47, 244 − 498) = min(153, −254)
    #expect(!g.isFieldCovered)
  }

  @Test func theTopGuideIsTheNavigationBarsBottom() throws {
    let form = HeadlessViewController()
    let navigation = HeadlessNavigationController(rootController: form)
    let screen = SessionHarness(profile: .notchedPhone, root: navigation)
    screen.app.window.layoutIfNeeded()
    let field = screen.addField(
      "f", frame: CGRect(x: 16, y: 480, width: 358, height: 44), to: form.view)
    screen.app.beginEditing(field)
    let g = try #require(screen.recorder.contexts.first?.geometry)
    #expect(g.topGuide == 91)  // bar bottom 47 + 44
    #expect(g.room == 389)  // 480 − 91
    #expect(g.need == 26)  // 524 − 498
    #expect(g.lift == 26)
  }

  @Test func aPerFieldDistanceReplacesTheGlobalOne() throws {
    let (g, _) = try geometry(
      profile: .notchedPhone, fieldFrame: CGRect(x: 16, y: 700, width: 358, height: 44),
      distance: 40)
    #expect(g.distance == 40)
    #expect(g.need == 276)  // 744 − (508 − 40)
  }

  @Test func aNegativePerFieldDistanceCountsAsZero() throws {
    let (g, _) = try geometry(
      profile: .notchedPhone, fieldFrame: CGRect(x: 16, y: 700, width: 358, height: 44),
      distance: -5)
    #expect(g.distance == 0)
  }

  @Test func aWindowNotAtTheScreenOriginComparesInWindowCoordinates() throws {
    // Stage Manager: window (120, 60, 700, 640) on a 1180×820 screen; keyboard y 422 on screen.
    let (g, _) = try geometry(
      profile: .iPadStageManager, fieldFrame: CGRect(x: 20, y: 500, width: 300, height: 40))
    #expect(g.keyboardTop == 362)  // 422 − 60
    #expect(g.keyboardCovered == 278)  // 640 − 362
    #expect(g.need == 188)  // 540 − (362 − 10)
    #expect(g.lift == 188)
  }

  @Test func onlyTheVisibleStripOfAHardwareKeyboardCounts() throws {
    // The keyboard frame starts at y 789 on an 844 screen: 55 pt are visible.
    let (g, _) = try geometry(
      profile: .hardwareKeyboardPhone, fieldFrame: CGRect(x: 16, y: 760, width: 358, height: 44))
    #expect(g.keyboardTop == 789)
    #expect(g.keyboardCovered == 55)
    #expect(g.need == 25)  // 804 − (789 − 10)
  }

  @Test func aFloatingKeyboardLiftsNothing() throws {
    let screen = SessionHarness(profile: .iPadFloatingKeyboard)
    let field = screen.addField("f", frame: CGRect(x: 20, y: 1100, width: 300, height: 40))
    screen.app.beginEditing(field)
    // The floating keyboard normalises to hidden: no show is sent at all.
    #expect(screen.recorder.contexts.isEmpty)
    #expect(!screen.configuration.isSessionOpen)
  }

  @Test func theLiftIsRoundedToPixelsNotTruncated() {
    // need = 744.2 − 498 = 246.2 → on a 3x screen 738.6 px → 739 px = 246.333… pt.
    let g = AvoidanceGeometry(
      fieldFrame: CGRect(x: 0, y: 700.2, width: 10, height: 44), windowHeight: 844,
      keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336), keyboardTop: 508,
      topGuide: 47, distance: 10, scale: 3)
    #expect(g.lift.isClose(to: 246.333, tolerance: 0.001))
    #expect(g.lift > 246.2)
  }

  @Test func theTopGuideIgnoresALiftedRoot() throws {
    // Measured with the root at y₀: after a lift of 246 the guide is still 47.
    let screen = SessionHarness(liftsRoot: true)
    let field = screen.addField("f", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    screen.app.beginEditing(field)
    #expect(screen.form.view.frame.minY == -246)
    screen.app.keyboard.changeFrame(to: CGRect(x: 0, y: 464, width: 390, height: 380))
    let g = try #require(screen.recorder.contexts.last?.geometry)
    #expect(g.topGuide == 47)
    #expect(g.fieldFrame.minY == 454)  // 700 − 246
    #expect(g.need == 44)  // 498 − (464 − 10)
  }
}
