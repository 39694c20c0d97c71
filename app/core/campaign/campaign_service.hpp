#pragma once
// The campaign use cases the front ends call: each validates its input, does its work in one
// transaction, and fails only with UserError for anything the user can fix.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/campaign.hpp"

namespace tachanka::core {

// The scenario a fresh installation's default campaign starts from.
inline constexpr std::string_view defaultScenarioId = "historical";  // Orel 1919, 10.2

struct ScenarioInfo {
    std::string id;
    std::string title;
    std::string description;
    bool provisional = false;
};

std::vector<ScenarioInfo> listScenarios();

struct NewCampaignRequest {
    std::filesystem::path file;
    std::string scenarioId;
    std::optional<std::uint64_t> seed;  // none: a fresh random seed
    std::optional<std::string> name;    // none: the scenario's title
};

model::Campaign createCampaign(const NewCampaignRequest& request);
model::Campaign describeCampaign(const std::filesystem::path& file);

// The default campaign's file, created from the default scenario the first time.
std::filesystem::path openDefaultCampaign();


}  // namespace tachanka::core
