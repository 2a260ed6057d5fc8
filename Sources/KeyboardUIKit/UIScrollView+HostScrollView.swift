#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import UIKit

    // `contentOffset` (CGPoint, get/set), `setContentOffset(_:animated:)`, `contentSize` (CGSize)
    // and `isScrollEnabled` (Bool) are UIScrollView's own members and satisfy HostScrollView as
    // they are.
    extension UIScrollView: HostScrollView {
      /// `contentInset`.
      public package(set) var hostContentInset: EdgeInsets {
        get { EdgeInsets(contentInset) }
        set { contentInset = UIEdgeInsets(newValue) }
      }

      /// `adjustedContentInset`: the content inset plus what the scroll view adds itself.
      public var hostAdjustedContentInset: EdgeInsets { EdgeInsets(adjustedContentInset) }

      /// `contentInsetAdjustmentBehavior`.
      public var hostContentInsetAdjustmentBehavior: KeyboardCore.ContentInsetAdjustmentBehavior {
        switch contentInsetAdjustmentBehavior {
        case .automatic: .automatic
        case .scrollableAxes: .scrollableAxes
        case .never: .never
        case .always: .always
        @unknown default: .automatic
        }
      }

      /// Whether the scroll view's class is one of UIKit's private ones: its runtime name
      /// (`NSStringFromClass`, the bare Objective-C name for UIKit's classes, `Module.Name` for
      /// a Swift class) begins with `_`, as `_UIQueuingScrollView` (a page view controller's) or
      /// `_UICollectionViewOrthogonalScrollView` (a compositional layout's orthogonal section).
      public var isPrivateToUIKit: Bool {
        UIKitPrivateClassName.isPrivate(NSStringFromClass(type(of: self)))
      }

      /// `verticalScrollIndicatorInsets`.
      public package(set) var hostVerticalScrollIndicatorInsets: EdgeInsets {
        get { EdgeInsets(verticalScrollIndicatorInsets) }
        set { verticalScrollIndicatorInsets = UIEdgeInsets(newValue) }
      }
    }
  #endif
#endif
