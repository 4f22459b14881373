// The gate's SwiftUI navigation changes navigation state and may show an alert: it is called on
// the main actor, from a view's body or a button's action, never from a nonisolated function.
// expected-error: main actor-isolated
import InputKit
import SwiftUI

enum Route { case showDetail }

func navigateFromBackground(_ navigate: GatedNavigationAction) {
  navigate(Route.showDetail)
}
