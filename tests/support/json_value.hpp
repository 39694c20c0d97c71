#pragma once
// End-to-end tests read the CLI's --json output with the application's own strict reader.

#include "app/core/common/json_value.hpp"

namespace tachanka::testing {

using core::JsonValue;

}  // namespace tachanka::testing
