// TEMPORARY: replaced by the adjuster on branch scroll.
import KeyboardCore
public final class ScrollAdjuster: Adjuster {
  public let identifier: AdjusterIdentifier = .scrollAdjust
  public let priority: AdjusterPriority = .scrollAdjust
  public init() {}
}
