#pragma once
// The command line writes --json with core's writer (app/core/common/json_writer.hpp), the one
// the orders files are written with too.

#include "app/core/common/json_writer.hpp"

namespace tachanka::cli {

using core::JsonWriter;

}  // namespace tachanka::cli
