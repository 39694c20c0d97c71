#pragma once
// Points XDG_DATA_HOME at a fresh folder for one test, so default campaigns and template
// overrides never touch the user's own, and restores the previous value afterwards.

#include <cstdlib>
#include <optional>
#include <string>

#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

class IsolatedDataHome {
public:
    IsolatedDataHome() {
        if (const char* old = std::getenv("XDG_DATA_HOME")) previous_ = old;
        ::setenv("XDG_DATA_HOME", folder_.path().c_str(), 1);
    }
    ~IsolatedDataHome() {
        if (previous_) {
            ::setenv("XDG_DATA_HOME", previous_->c_str(), 1);
        } else {
            ::unsetenv("XDG_DATA_HOME");
        }
    }
    IsolatedDataHome(const IsolatedDataHome&) = delete;
    IsolatedDataHome& operator=(const IsolatedDataHome&) = delete;

    const std::filesystem::path& path() const { return folder_.path(); }
    // Where the user's own scenario files go.
    std::filesystem::path scenarioOverrides() const {
        return folder_.path() / "tachanka" / "templates" / "scenarios";
    }

private:
    TempFolder folder_;
    std::optional<std::string> previous_;
};

}  // namespace tachanka::testing
