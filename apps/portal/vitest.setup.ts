// Testing Library's matchers and cleanup, and the jsdom stand-ins the Radix components need.
import '@dirigeo/ui/testing/jsdom-setup';
