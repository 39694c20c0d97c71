#include "app/core/battles/asked_dice.hpp"

#include "app/core/common/user_error.hpp"

namespace tachanka::core {

int AskedDice::roll(int sides, std::string_view purpose) {
    requireSides(sides, purpose);
    AskedDie die{std::string(purpose), sides, static_cast<int>(before_ + rolled_.size()) + 1,
                 faces_(rolled_, sides)};
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
