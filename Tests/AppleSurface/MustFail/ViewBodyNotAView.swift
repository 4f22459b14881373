// A SwiftUI body must be a view; a plain value is rejected.
// expected-error: requires that 'Int' conform to 'View'
import SwiftUI

struct Count: View {
  var body: some View {
    42
  }
}
