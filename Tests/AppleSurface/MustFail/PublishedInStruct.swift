// `@Published` is class constrained (/documentation/combine/published): a struct cannot publish a
// property, so a model written as a struct is rejected instead of silently never publishing.
// expected-error: 'wrappedValue' is unavailable
import Combine

struct CalculatorState {
  @Published var expression = ""
}
