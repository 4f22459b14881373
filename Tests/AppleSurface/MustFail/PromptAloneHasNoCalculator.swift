// The prompt's product does not pull in the calculator keyboard: `.calculator()` comes with the
// keyboard's product, so an app that imports only InputKitPrompt cannot name it.
// expected-error: (aka 'PromptKeyboard') has no member 'calculator'
import InputKitPrompt

func calculatorOptions() -> TextPromptOptions {
  TextPromptOptions(keyboard: .calculator())
}
