# CI: every library product is within its size budget (Swift lines of every target it pulls in,
# comments included), and none pulls in the example app's domain, the terminal or the tool.
scripts/product-sizes
