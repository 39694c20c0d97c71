#include "app/core/battles/asked_dice.hpp"

#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

std::string facesText(const std::vector<DieFaces>& faces) {
    std::string text;
    for (const auto& group : faces) {
        text += (text.empty() ? "" : "; ") + facesLabel(group) + ": " + group.result;
    }
    return text;
}

}  // namespace

std::string facesLabel(const DieFaces& faces) {
    return faces.from == faces.to ? std::to_string(faces.from)
                                  : std::to_string(faces.from) + "–" + std::to_string(faces.to);
}

std::vector<DieFaces> AskedDice::facesOf(const std::vector<int>& rolled, int sides,
                                         int diceAhead) const {
    auto faces = faces_(rolled, sides);
    if (!faces.empty() || diceAhead == 0) return faces;
    // Read with the next die (an assault's 2d6): each face says what the next die then reads,
    // the next taken to have as many sides (the dice of one roll are alike).
    return facesReading(sides, [&](int face) -> std::optional<std::string> {
        auto more = rolled;
        more.push_back(face);
        const auto next = facesOf(more, sides, diceAhead - 1);
        if (next.empty()) return std::nullopt;
        return "then " + facesText(next);
    });
}

int AskedDice::roll(int sides, std::string_view purpose) {
    requireSides(sides, purpose);
    AskedDie die{std::string(purpose), sides, static_cast<int>(before_ + rolled_.size()) + 1,
                 facesOf(rolled_, sides, 2)};
    const int value = ask_(die);
    if (value < 1 || value > sides) {
        throw UserError("a d" + std::to_string(sides) + " for " + std::string(purpose) +
                        " cannot show " + std::to_string(value));
    }
    rolled_.push_back(value);
    return value;
}

std::vector<DieFaces> facesReading(
    int sides, const std::function<std::optional<std::string>(int face)>& resultOf) {
    std::vector<DieFaces> faces;
    const rules::Probability chance{1, static_cast<std::uint64_t>(sides)};
    for (int face = 1; face <= sides; ++face) {
        const auto result = resultOf(face);
        if (!result) return {};
        if (!faces.empty() && faces.back().result == *result) {
            faces.back().to = face;
            faces.back().chance = faces.back().chance + chance;
        } else {
            faces.push_back({face, face, *result, chance});
        }
    }
    return faces;
}

}  // namespace tachanka::core
