#include "app/core/common/scratch_folder.hpp"

#include <stdlib.h>

#include <string>

#include "app/core/common/user_error.hpp"

namespace tachanka::core {

ScratchFolder::ScratchFolder() {
    std::string pattern = (std::filesystem::temp_directory_path() / "tachanka-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
        throw UserError("cannot make a folder to work in under " +
                        std::filesystem::temp_directory_path().string());
    }
    path_ = pattern;
}

ScratchFolder::~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
}

}  // namespace tachanka::core
