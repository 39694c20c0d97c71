#include "app/core/common/version.hpp"

namespace tachanka::core {

std::string_view version() { return TACHANKA_VERSION; }

}  // namespace tachanka::core
