#pragma once
// A refused battle action: one line naming what was wrong, and the file as it was.

#include <doctest/doctest.h>

#include <filesystem>
#include <functional>
#include <string>

#include "app/core/common/user_error.hpp"
#include "tests/support/campaign_dump.hpp"

namespace tachanka::testing {

// The action must fail with a UserError whose one line contains `expected`, and write nothing.
inline void checkRefused(const std::filesystem::path& file, const std::function<void()>& action,
                         const std::string& expected) {
    const auto before = campaignDump(file);
    std::string message;
    try {
        action();
    } catch (const core::UserError& error) {
        message = error.what();
    }
    CAPTURE(message);
    CHECK(message.find(expected) != std::string::npos);
    CHECK(message.find('\n') == std::string::npos);
    CHECK(campaignDump(file) == before);
}

}  // namespace tachanka::testing
