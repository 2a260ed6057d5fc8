import Foundation
import KeyboardBenchScenes
import KeyboardHeadless
import Testing

@MainActor
struct SceneTests {
  @Test func theFormIsTheIssuesForm() {
    let scene = FormScene.build()
    #expect(scene.viewCount == FormScene.viewCount)
    #expect(scene.viewCount == 105)
    #expect(scene.scrollViews.count == 1)
    let fields = scene.scrollViews[0].allDescendants.compactMap { $0 as? HeadlessTextField }
    #expect(fields.count == 12)
    #expect(fields.allSatisfy { BenchScene.depth(of: $0) == 15 })
  }

  @Test func theShowsFieldIsCoveredByTheKeyboardAndTheFocusMovesFurtherDown() {
    let scene = FormScene.build()
    let keyboardTop = scene.app.profile.keyboardFrame.minY
    let first = scene.firstField.convert(scene.firstField.bounds, to: nil)
    let second = scene.secondField.convert(scene.secondField.bounds, to: nil)
    #expect(first.maxY > keyboardTop)
    #expect(second.minY > first.maxY)
  }

  @Test(arguments: [(20, 1), (50, 10), (200, 10)])
  func theChainPutsItsFieldsAtTheDepthBelowTheScrollViews(depth: Int, scrollViews: Int) {
    let scene = NestedScene.build(depth: depth, scrollViews: scrollViews)
    #expect(BenchScene.depth(of: scene.firstField) == depth)
    #expect(BenchScene.depth(of: scene.secondField) == depth)
    #expect(scene.scrollViews.count == scrollViews)
    #expect(scene.scrollViews.allSatisfy { scene.firstField.isDescendant(of: $0) })
  }
}

extension HeadlessView {
  fileprivate var allDescendants: [HeadlessView] {
    subviews.flatMap { [$0] + $0.allDescendants }
  }

  fileprivate func isDescendant(of ancestor: HeadlessView) -> Bool {
    var current = superview
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }
}
