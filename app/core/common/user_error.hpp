#pragma once
// What the front ends show the user: one line saying what went wrong, where and why. Every
// use case turns the lower layers' errors (XML, store, PDF, bad values) into this, so the
// CLI and the GUI never need to know those types.

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tachanka::core {

// The line names no front end's controls: what the user is asked to give goes in `inputs`, by
// the name of the request's field and what it takes ("army ID", "reason TEXT"), and each front
// end shows them its own way (the CLI as its options; the desktop app's dialog has them in
// view already).
class UserError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
    UserError(const std::string& what, std::vector<std::string> inputs)
        : std::runtime_error(what), inputs_(std::move(inputs)) {}
    const std::vector<std::string>& inputs() const { return inputs_; }

private:
    std::vector<std::string> inputs_;
};

// Refuses text the user typed for `field` ("side Reds commander") that holds a character a
// terminal would obey or a byte that is not UTF-8: stored, it would reach every screen and
// file the campaign is shown on. A line break is one only where `lineBreaks` allows it.
void checkTypedText(std::string_view text, std::string_view field, bool lineBreaks = false);

// Called inside a catch block: rethrows the error being handled as a UserError when it is
// one the lower layers raise for bad input or bad files, and unchanged otherwise.
[[noreturn]] void rethrowAsUserError();

// Runs a use case so that it fails only with UserError for anything the user can fix.
template <typename Action>
auto asUserErrors(Action&& action) -> decltype(action()) {
    try {
        return action();
    } catch (...) {
        rethrowAsUserError();
    }
}

}  // namespace tachanka::core
