#pragma once

#include <string>

namespace tachanka::testing {

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace tachanka::testing
