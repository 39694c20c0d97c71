#pragma once

#include <string_view>

namespace tachanka::core {

std::string_view version();  // "0.1.0", from the CMake project

}  // namespace tachanka::core
