#pragma once
// Words or lines joined with a separator between them: "1/9D, 2/1K".

#include <string>
#include <string_view>
#include <vector>

namespace tachanka::core {

inline std::string joinedWords(const std::vector<std::string>& words, std::string_view between) {
    std::string text;
    for (const auto& word : words) {
        if (!text.empty()) text += between;
        text += word;
    }
    return text;
}

}  // namespace tachanka::core
