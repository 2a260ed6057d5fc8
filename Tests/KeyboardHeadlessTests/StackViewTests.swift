import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

@MainActor
@Suite struct StackViewTests {
  @Test func verticalStackArrangesWithSpacingAndSkipsHiddenViews() {
    let first = HeadlessTextField(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
    let hidden = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    hidden.isHidden = true
    let notes = HeadlessTextView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    let last = HeadlessTextField(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
    let stack = HeadlessStackView(
      frame: CGRect(x: 16, y: 20, width: 300, height: 400), axis: .vertical, spacing: 8,
      arrangedSubviews: [first, hidden, notes, last])
    stack.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    #expect(notes.frame == CGRect(x: 0, y: 52, width: 300, height: 100))  // 44 + 8
    #expect(last.frame == CGRect(x: 0, y: 160, width: 300, height: 44))  // 52 + 100 + 8
    #expect(stack.arrangedLength == 204)  // 44 + 100 + 44 + 2 × 8
    #expect((stack as HeadlessView) is any HostStackView)
  }

  @Test func horizontalStackArrangesWidths() {
    let a = HeadlessView(frame: CGRect(x: 0, y: 0, width: 50, height: 1))
    let b = HeadlessView(frame: CGRect(x: 0, y: 0, width: 70, height: 1))
    let stack = HeadlessStackView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 40), axis: .horizontal, spacing: 10,
      arrangedSubviews: [a, b])
    stack.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 70, height: 40))  // 50 + 10
  }

  @Test func removingAnArrangedViewRearranges() {
    let a = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
    let b = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
    let stack = HeadlessStackView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), arrangedSubviews: [a, b])
    stack.layoutIfNeeded()
    #expect(b.frame.minY == 40)
    a.removeFromSuperview()
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 1)
    #expect(b.frame.minY == 0)
    stack.removeArrangedSubview(b)
    #expect(b.superview === stack)  // stays a subview, as in UIKit
    #expect(stack.arrangedSubviews.isEmpty)
  }

  /// Regression H1: the stack's private arrangement held a view removed with
  /// `removeFromSuperview()`, so it was never released while the stack lived. UIKit drops a view
  /// from `arrangedSubviews`, and lets it go, when it leaves the stack's subviews.
  @Test func aViewRemovedFromTheStackIsNoLongerHeldByIt() {
    let stack = HeadlessStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let kept = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1, height: 30))
    stack.addArrangedSubview(kept)
    weak var released: HeadlessView?
    do {
      let row = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
      released = row
      stack.addArrangedSubview(row)
      #expect(stack.arrangedSubviews.count == 2)
      row.removeFromSuperview()
    }
    #expect(released == nil, "the stack still holds the removed view")
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(kept)])
  }

  @Test func aViewMovedToAnotherSuperviewLeavesTheArrangement() {
    let stack = HeadlessStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let other = HeadlessStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let row = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
    stack.addArrangedSubview(row)
    other.addArrangedSubview(row)
    #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
    #expect(other.arrangedSubviews.count == 1 && row.superview === other)
    let plain = HeadlessView()
    plain.addSubview(row)
    #expect(other.arrangedSubviews.isEmpty)
  }

  @Test func reorderingTheSubviewsKeepsTheArrangement() {
    let a = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
    let b = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
    let stack = HeadlessStackView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), arrangedSubviews: [a, b])
    stack.insertSubview(b, belowSubview: a)
    #expect(stack.subviews.first === b)
    #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews.first === a)
    stack.removeArrangedSubview(a)
    stack.insertArrangedSubview(a, at: 1)
    #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews.last === a)
  }
}
