import Foundation
import KeyboardCore
import Testing

@Suite struct PixelGridTests {

  @Test func aShortDescriptionWritesWholeNumbersBareAndOthersAsPrintfsTwoDecimals() {
    #expect(CGFloat(120).shortDescription == "120")
    #expect(CGFloat(-3).shortDescription == "-3")
    #expect(CGFloat(0.5).shortDescription == "0.50")
    #expect(CGFloat(-0.001).shortDescription == "-0.00")
    #expect(CGFloat(12.345).shortDescription == String(format: "%.2f", 12.345))
    #expect(CGFloat.nan.shortDescription == String(format: "%.2f", Double.nan))
    // Every value the simulator's explanations meet, and ties and near-ties of the hundredths:
    // the same text as `String(format: "%.2f")`.
    var values: [Double] = [1.005, 2.675, -2.675, 0.125, 0.375, 1e14 + 0.5, -1e-9, 99.995, 0.015]
    for step in 0..<5000 { values.append(Double(step) * 1.731_87 - 4000 + Double(step % 7) / 3) }
    for hundredths in -2000...2000 { values.append(Double(hundredths) / 100 + 0.005) }
    for value in values where value != value.rounded() {
      #expect(CGFloat(value).shortDescription == String(format: "%.2f", value), "\(value)")
    }
  }
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
