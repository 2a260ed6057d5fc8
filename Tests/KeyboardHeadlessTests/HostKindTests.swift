import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// `hostScrollView` and `isHostStackView` answer from the headless classes what the casts to
/// `HostScrollView` and `HostStackView` answer through the runtime, for every kind of view.
@MainActor
@Suite struct HostKindTests {
  /// One view of each headless kind.
  private static func viewOfEachKind() -> [HeadlessView] {
    [
      HeadlessView(), HeadlessScrollView(), HeadlessTextView(), HeadlessTextField(),
      HeadlessSearchBar(), HeadlessSearchField(), HeadlessTableView(),
      HeadlessCollectionView(layout: HeadlessGridLayout(itemSize: CGSize(width: 10, height: 10))),
      HeadlessListCell(listKind: .table),
      HeadlessStackView(axis: .vertical), HeadlessWindow(),
    ]
  }

  @Test func hostScrollViewIsTheViewExactlyWhenItIsAHostScrollView() {
    for view in Self.viewOfEachKind() {
      let cast = (view as any HostView) as? any HostScrollView
      #expect(view.hostScrollView === cast, "\(type(of: view))")
    }
  }

  @Test func isHostStackViewExactlyForAHostStackView() {
    for view in Self.viewOfEachKind() {
      #expect(view.isHostStackView == ((view as any HostView) is any HostStackView))
    }
  }

  @Test func aScrollViewAndAStackViewAnswerThemselves() {
    let scrollView = HeadlessScrollView()
    let stack = HeadlessStackView(axis: .vertical)
    #expect(scrollView.hostScrollView === scrollView)
    #expect(stack.isHostStackView)
    #expect(HeadlessView().hostScrollView == nil)
    #expect(!HeadlessView().isHostStackView)
  }
}
