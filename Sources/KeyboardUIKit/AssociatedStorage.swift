#if canImport(UIKit)
  #if os(iOS)
    import KeyboardCore
    import ObjectiveC
    import UIKit

    /// Unique addresses used as Objective-C association keys. Each is one byte allocated once and
    /// never freed, so its address stays unique for the life of the process.
    @MainActor
    enum AssociationKey {
      /// A view's ``KeyboardViewSettings``.
      static let viewSettings = makeKey()
      /// A controller's preferred keyboard root controller.
      static let preferredRootController = makeKey()
      /// The interactive-pop observer a gesture recognizer keeps alive.
      static let popObserver = makeKey()

      private static func makeKey() -> UnsafeRawPointer {
        UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
      }
    }

    /// A box for a value stored as an associated object (associated objects must be objects).
    @MainActor
    final class AssociatedBox<Value> {
      /// The stored value.
      var value: Value

      init(_ value: Value) { self.value = value }
    }

    /// A box holding a controller weakly, so an association never keeps a controller alive.
    @MainActor
    final class WeakControllerBox {
      /// The controller, while it lives.
      weak var controller: (any HostController)?

      init(_ controller: (any HostController)?) { self.controller = controller }
    }

    extension NSObject {
      /// The object associated with `self` under `key`, if it is a `T`.
      @MainActor
      func associatedObject<T>(for key: UnsafeRawPointer, as type: T.Type = T.self) -> T? {
        objc_getAssociatedObject(self, key) as? T
      }

      /// Associates `object` (retained) with `self` under `key`; `nil` removes the association.
      @MainActor
      func setAssociatedObject(_ object: AnyObject?, for key: UnsafeRawPointer) {
        objc_setAssociatedObject(self, key, object, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  #endif
#endif
