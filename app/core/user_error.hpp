#pragma once
// What the front ends show the user: one line saying what went wrong, where and why. Every
// use case turns the lower layers' errors (XML, store, PDF, bad values) into this, so the
// CLI and the GUI never need to know those types.

#include <stdexcept>

namespace tachanka::core {

class UserError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

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
