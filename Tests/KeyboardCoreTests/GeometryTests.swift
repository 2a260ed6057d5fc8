import Foundation
import KeyboardCore
import Testing

@Suite struct PixelGridTests {
  @Test func roundsToTheNearestPixelNotDown() {
    #expect(CGFloat(10.4).roundedToPixels(scale: 1) == 10)
    #expect(CGFloat(10.6).roundedToPixels(scale: 1) == 11)
    #expect(CGFloat(10.2).roundedToPixels(scale: 2) == 10)
    #expect(CGFloat(10.3).roundedToPixels(scale: 2) == 10.5)
    #expect(CGFloat(10.5).roundedToPixels(scale: 3).isClose(to: 10.666_666, tolerance: 0.001))
    #expect(CGFloat(-3.7).roundedToPixels(scale: 1) == -4)
  }

  @Test func aBadScaleRoundsToWholePoints() {
    #expect(CGFloat(10.6).roundedToPixels(scale: 0) == 11)
    #expect(CGFloat(10.6).roundedToPixels(scale: .nan) == 11)
  }

  @Test func insetsShrinkARect() {
    let rect = CGRect(x: 0, y: 0, width: 390, height: 844)
    let safe = rect.inset(by: EdgeInsets(top: 47, bottom: 34))
    #expect(safe == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test func wellFormedRejectsNaNAndNegativeSizes() {
    #expect(CGRect(x: 0, y: 0, width: 1, height: 1).isWellFormed)
    #expect(!CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).isWellFormed)
    #expect(!CGRect(x: 0, y: 0, width: 1, height: CGFloat.infinity).isWellFormed)
  }
}
