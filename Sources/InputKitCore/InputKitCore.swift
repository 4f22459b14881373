@_exported import InputKitExpression
@_exported import InputKitGateCore
@_exported import InputKitKeyboardCore
@_exported import InputKitKeyboardFrame
@_exported import InputKitOverlayCore
@_exported import InputKitPromptCore
@_exported import InputKitShared
@_exported import InputKitValidation
